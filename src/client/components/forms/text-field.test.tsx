// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { z } from 'zod';
import { requiredText } from '@shared/schemas/fields';
import { TextField } from './text-field';

const schema = z.object({ interests: requiredText('Interests', 100) });

function InterestsField() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { interests: '' } });
  return <TextField form={form} name="interests" id="interests" label="Interests" rows={2} maxLength={100} />;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Interests'), { target: { value: text } });

describe('TextField with a limit', () => {
  it('shows no counter far from the limit', () => {
    renderInApp(<InterestsField />);
    type('a'.repeat(89));
    expect(screen.queryByText(/\/ 100/)).toBeNull();
  });

  it('counts from 90% of the limit', async () => {
    renderInApp(<InterestsField />);
    type('a'.repeat(95));
    await screen.findByText('95 / 100');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps text over the limit and shows the limit's message until it fits again", async () => {
    renderInApp(<InterestsField />);
    type('a'.repeat(150));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Interests').value).toHaveLength(150);
    expect(screen.getByLabelText('Interests').getAttribute('maxlength')).toBeNull();
    await screen.findByText('150 / 100');
    expect((await screen.findByRole('alert')).textContent).toBe('Interests must be at most 100 characters');
    type('knitting');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
