// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { OwnTitleForm } from './own-title-form';

function renderForm(initialTitle?: string) {
  const onSubmit = vi.fn<(title: string, clear: () => void) => void>();
  renderInApp(
    <OwnTitleForm
      submitLabel="Save Title"
      busy={false}
      headingLevel="h2"
      initialTitle={initialTitle}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save Title' }));

describe('Use your own title', () => {
  it('hands over "Title: Subtitle" and empties the inputs once it is saved', async () => {
    const onSubmit = renderForm();
    type('Title', ' Slow Mornings ');
    type('Subtitle (optional)', 'A Gentle Plan for Busy Parents');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toBe('Slow Mornings: A Gentle Plan for Busy Parents');
    onSubmit.mock.calls[0]![1]();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Subtitle (optional)').value).toBe('');
  });

  it('hands over the title alone without a subtitle', async () => {
    const onSubmit = renderForm();
    type('Title', 'Slow Mornings');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Slow Mornings', expect.any(Function)));
  });

  it.each([
    { title: '', subtitle: 'A Gentle Plan', message: 'Title is required' },
    { title: 'a'.repeat(190), subtitle: 'b'.repeat(20), message: 'Title must be at most 200 characters' },
    { title: 'Budgeting', subtitle: '🚀🔥', message: 'Subtitle must contain words, not only emoji or symbols' },
  ])('says "$message" and hands over nothing', async ({ title, subtitle, message }) => {
    const onSubmit = renderForm();
    type('Title', title);
    type('Subtitle (optional)', subtitle);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from the title it replaces, split at its first ": "', () => {
    renderForm('Slow Mornings: A Gentle Plan');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Slow Mornings');
    expect(screen.getByLabelText<HTMLInputElement>('Subtitle (optional)').value).toBe('A Gentle Plan');
  });
});
