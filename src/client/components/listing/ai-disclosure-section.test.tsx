// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiDisclosure } from '@shared/schemas/ai-disclosure';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { AiDisclosureSection } from './ai-disclosure-section';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const DISCLOSURE = `/api/projects/${PROJECT_ID}/ai-disclosure`;
const BASIS =
  "Drafted by Infoforge's built-in writer (template text, counted as AI-generated): 5 of 5 sections; 97% of their words still as generated.";

const RECORD: AiDisclosure = {
  text: { answer: 'entire-minimal', derived: 'entire-minimal', corrected: false, basis: BASIS, tools: [] },
  images: { answer: 'none', derived: 'none', corrected: false, basis: 'The cover is typeset.', tools: [] },
  translations: { answer: 'none', derived: 'none', corrected: false, basis: 'Not translated.', tools: [] },
};

// jsdom lays nothing out: Radix's select scrolls its chosen option into view and asks about pointer capture.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('KDP’s AI questions', () => {
  it('asks before answering against the record, saying what the record shows, and sends nothing until confirmed', async () => {
    const server = fakeServer({
      [`GET ${DISCLOSURE}`]: () => Response.json(RECORD),
      [`PUT ${DISCLOSURE}`]: () =>
        Response.json({ ...RECORD, text: { ...RECORD.text, answer: 'none', corrected: true } }),
    });
    renderInApp(<AiDisclosureSection projectId={PROJECT_ID} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Texts' }));
    fireEvent.click(await screen.findByRole('option', { name: 'None' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Answer “None”?' });
    expect(dialog.textContent).toContain(`The record answers text “Entire work, with minimal or no editing”: ${BASIS}`);
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('combobox', { name: 'Texts' }));
    fireEvent.click(await screen.findByRole('option', { name: 'None' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Answer against the record' }),
    );
    await waitFor(() =>
      expect(server.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { text: 'none', againstRecord: true },
      ]),
    );
    expect(
      await screen.findByText(/Corrected by you\. The record says: Entire work, with minimal or no editing\./),
    ).toBeTruthy();
  });
});
