// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiDisclosure } from '@shared/schemas/ai-disclosure';
import { listingFields, type Listing } from '@shared/schemas/listing';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes-guard';
import { errorAnswer, fakeServer, type FakeRequest, type Routes } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { ListingCard } from './listing-card';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const LISTING = `/api/projects/${PROJECT_ID}/listing`;
const DISCLOSURE = `/api/projects/${PROJECT_ID}/ai-disclosure`;

afterEach(() => {
  vi.restoreAllMocks();
});

const EMPTY: Listing['fields'] = {
  description: '',
  blurb: '',
  keywords: [],
  categories: [],
  authorBio: '',
  etsyTitle: '',
  etsyTags: [],
  summary: '',
};

/** What the built-in writer drafts from the plan of "Bake Between Shifts". */
const DRAFTED: Listing['fields'] = {
  description: '<p>Bake Between Shifts walks you through <b>Starter</b>, <b>First Loaf</b> and <b>Scoring</b>.</p>',
  blurb: 'Three chapters on baking bread between two shifts.',
  keywords: ['sourdough for shift workers', 'bread baking schedule'],
  categories: ['Cooking › Baking › Bread'],
  authorBio: 'Nia Nightshift bakes between shifts.',
  etsyTitle: 'Bake Between Shifts: a bread baking guide',
  etsyTags: ['sourdough', 'bread guide'],
  summary: 'Bread between two shifts, in three chapters.',
};

const allFrom = (source: Listing['sources'][keyof Listing['sources']]) =>
  Object.fromEntries(Object.keys(EMPTY).map((field) => [field, source]));

const DISCLOSED: AiDisclosure = {
  text: {
    answer: 'entire-extensive',
    derived: 'none',
    corrected: true,
    basis: 'Drafted by the built-in writer: 3 of 3 chapters.',
    tools: [],
  },
  images: { answer: 'none', derived: 'none', corrected: false, basis: 'The cover is typeset.', tools: [] },
  translations: { answer: 'none', derived: 'none', corrected: false, basis: 'Not translated.', tools: [] },
};

/** A saved listing of the drafted fields, each written by `sources` (the creator's unless told), none out of date. */
const savedListing = (sources: Listing['sources'] = allFrom('creator'), extra: Partial<Listing> = {}): Listing => ({
  fields: DRAFTED,
  sources,
  previous: {},
  saved: true,
  outOfDate: [],
  ...extra,
});

/**
 * The listing's endpoints as the server answers them: GET the listing, PUT keeps what the schema keeps, POST
 * generate writes the named fields from `written` keeping each one's text before. Returns the requests taken.
 */
function serveListing(start: Listing, written: Listing['fields'] = DRAFTED, more: Routes = {}) {
  let current = start;
  return fakeServer({
    [`GET ${LISTING}`]: () => Response.json(current),
    [`PUT ${LISTING}`]: ({ body }) => {
      const fields = listingFields.parse(body);
      current = { ...current, fields, sources: allFrom('creator'), saved: true };
      return Response.json(current);
    },
    [`POST ${LISTING}/generate`]: ({ body }) => {
      const named = (body as { fields?: (keyof Listing['fields'])[] }).fields ?? Object.keys(EMPTY);
      const next = { ...current, fields: { ...current.fields }, previous: { ...current.previous }, saved: true };
      for (const field of named as (keyof Listing['fields'])[]) {
        Object.assign(next.previous, { [field]: current.fields[field] });
        Object.assign(next.fields, { [field]: written[field] });
        Object.assign(next.sources, { [field]: 'offline' });
      }
      current = next;
      return Response.json(current);
    },
    [`GET ${DISCLOSURE}`]: () => Response.json(DISCLOSED),
    [`PUT ${DISCLOSURE}`]: () =>
      Response.json({ ...DISCLOSED, text: { ...DISCLOSED.text, answer: 'none', corrected: false } }),
    ...more,
  }).requests;
}

const field = (label: string) => screen.getByRole<HTMLInputElement | HTMLTextAreaElement>('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const writes = (sent: FakeRequest[]) => sent.filter((request) => request.method !== 'GET');
/** The field's own part of the card, by its heading. */
const fieldSection = (label: string) => screen.getByRole('region', { name: label });

function unloadAsks() {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

describe('ListingCard', () => {
  it('writes a listing that has none, and marks what the built-in writer drafted', async () => {
    const sent = serveListing({ fields: EMPTY, sources: {}, previous: {}, saved: false, outOfDate: [] });
    renderInApp(<ListingCard projectId={PROJECT_ID} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Write listing' }));

    await waitFor(() => expect(field('Etsy title').value).toBe(DRAFTED.etsyTitle));
    expect(writes(sent).map((request) => [request.path, request.body])).toEqual([[`${LISTING}/generate`, {}]]);
    expect(field('Keyword 2').value).toBe('bread baking schedule');
    expect(within(fieldSection('Keywords')).getByText('2 / 7 keywords')).toBeTruthy();
    expect(within(fieldSection('Back-cover blurb')).getByText('8 / 150 words')).toBeTruthy();
    expect(within(fieldSection('Description')).getByText(`${DRAFTED.description.length} / 4,000`)).toBeTruthy();
    expect(within(fieldSection('Summary')).getByText('Draft')).toBeTruthy();
    expect(within(fieldSection('Summary')).getByText(/Drafted by the built-in writer from the plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write listing' })).toBeNull();
  });

  it('marks the fields the book plan has left behind until they are written again', async () => {
    serveListing(savedListing(allFrom('creator'), { outOfDate: ['description', 'blurb'] }));
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);
    for (const label of ['Description', 'Back-cover blurb'])
      expect(within(fieldSection(label)).getByText(/Written before the book plan changed/)).toBeTruthy();
    expect(within(fieldSection('Summary')).queryByText('Out of date')).toBeNull();
    type('Back-cover blurb', 'Bread between two shifts, in the book’s new order.');
    expect(within(fieldSection('Back-cover blurb')).queryByText('Out of date')).toBeNull();
    expect(within(fieldSection('Description')).getByText('Out of date')).toBeTruthy();
  });

  it('counts as you type and refuses what a store would refuse, naming the store, without saving it', async () => {
    const sent = serveListing(savedListing());
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);

    type('Etsy title', 'Bread');
    expect(within(fieldSection('Etsy title')).getByText('5 / 140')).toBeTruthy();
    type('Tag 3', 'sourdough starter guide');
    expect(within(fieldSection('Etsy tags')).getByText('Etsy allows tags of up to 20 characters')).toBeTruthy();
    expect(within(fieldSection('Etsy tags')).getByText('3 / 13 tags')).toBeTruthy();
    type('Tag 4', 'tax-jar!');
    expect(
      within(fieldSection('Etsy tags')).getByText('Etsy allows only letters, numbers and spaces in tags'),
    ).toBeTruthy();
    type('Keyword 3', 'free bread recipes');
    expect(within(fieldSection('Keywords')).getByText('KDP does not allow "free" in keywords')).toBeTruthy();
    type('Back-cover blurb', 'word '.repeat(151));
    expect(within(fieldSection('Back-cover blurb')).getByText('151 / 150 words')).toBeTruthy();
    expect(
      within(fieldSection('Back-cover blurb')).getByText('The back cover holds a blurb of up to 150 words'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Listing' }));
    expect(
      await screen.findByText('The listing has fields a store would refuse: correct them, then save.'),
    ).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });

  it('shows the description as the store shows it, its markup cleaned and nothing of it run', async () => {
    serveListing(savedListing());
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);

    type('Description', '<p onclick="steal()">Bake <script>alert(1)</script><b>bread</b> &lt;3</p><img src=x>');
    const preview = document.getElementById('listing-description-preview');
    expect(preview?.innerHTML).toBe('<p>Bake <b>bread</b> &lt;3</p>');
    expect(within(fieldSection('Description')).getByText(`${preview?.innerHTML.length} / 4,000`)).toBeTruthy();
  });

  it('saves the listing as typed, and no longer asks before leaving once it is saved', async () => {
    const sent = serveListing(savedListing(allFrom('offline')));
    renderInApp(
      <>
        <ListingCard projectId={PROJECT_ID} />
        <UnsavedChangesGuard />
      </>,
    );
    await screen.findByDisplayValue(DRAFTED.etsyTitle);
    expect(within(fieldSection('Summary')).getByText('Draft')).toBeTruthy();
    expect(unloadAsks()).toBe(false);

    type('Summary', 'Fresh bread on a night-shift schedule.');
    expect(within(fieldSection('Summary')).queryByText('Draft')).toBeNull();
    expect(unloadAsks()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Listing' }));

    expect(await screen.findByText('Listing saved')).toBeTruthy();
    const [save] = writes(sent);
    expect(save?.method).toBe('PUT');
    expect(save?.body).toMatchObject({
      summary: 'Fresh bread on a night-shift schedule.',
      etsyTitle: DRAFTED.etsyTitle,
    });
    expect(unloadAsks()).toBe(false);
  });

  it('shows the server’s refusal at the entry it names until that field is edited', async () => {
    serveListing(savedListing(), DRAFTED, {
      [`PUT ${LISTING}`]: () =>
        errorAnswer(400, { code: 'VALIDATION_ERROR', message: 'KDP refuses this keyword', field: 'keywords.1' }),
    });
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);

    type('Summary', 'Changed.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Listing' }));
    await waitFor(() =>
      expect(within(fieldSection('Keywords')).getByRole('alert').textContent).toBe('KDP refuses this keyword'),
    );
    expect(field('Keyword 2').getAttribute('aria-invalid')).toBe('true');

    type('Keyword 2', 'bread for night owls');
    expect(within(fieldSection('Keywords')).queryByRole('alert')).toBeNull();
  });

  it('regenerates one field, keeps the edits of the others, and brings the text before back', async () => {
    const sent = serveListing(savedListing(), { ...DRAFTED, blurb: 'A new blurb for the back cover.' });
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);
    type('Etsy title', 'My own Etsy title');
    expect(within(fieldSection('Back-cover blurb')).queryByRole('button', { name: /Bring back/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate: Back-cover blurb' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your back-cover blurb?' });
    expect(within(dialog).getByText(`“${DRAFTED.blurb}”`)).toBeTruthy();
    expect(writes(sent)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));

    await waitFor(() => expect(field('Back-cover blurb').value).toBe('A new blurb for the back cover.'));
    expect(writes(sent).map((request) => request.body)).toEqual([{ fields: ['blurb'] }]);
    expect(field('Etsy title').value).toBe('My own Etsy title');
    fireEvent.click(screen.getByRole('button', { name: 'Bring back the previous Back-cover blurb' }));
    expect(field('Back-cover blurb').value).toBe(DRAFTED.blurb);
    expect(screen.queryByRole('button', { name: 'Bring back the previous Back-cover blurb' })).toBeNull();
  });

  it('asks before regenerating saved or typed text, saying what it replaces, and sends nothing until confirmed', async () => {
    const sent = serveListing(savedListing({ ...allFrom('offline'), keywords: 'creator' }));
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);

    // The built-in writer's own draft is replaced without a question.
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate: Summary' }));
    await waitFor(() => expect(writes(sent).map((request) => request.body)).toEqual([{ fields: ['summary'] }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Saved keywords are the creator's: Keep mine sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate: Keywords' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Replace your keywords?' });
    expect(within(dialog).getByText('“sourdough for shift workers, bread baking schedule”')).toBeTruthy();
    expect(within(dialog).getByText('Your text stays one step back: Previous brings it back.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(sent)).toHaveLength(1);
    expect(field('Keyword 1').value).toBe('sourdough for shift workers');

    // Typed and not saved: the question says so, and the whole listing names every field it would replace.
    type('Etsy title', 'My own Etsy title');
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate: Etsy title' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Replace your Etsy title?' });
    expect(within(dialog).getByText(/changes you have not saved are lost/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(field('Etsy title').value).toBe(DRAFTED.etsyTitle));
    expect(writes(sent).map((request) => request.body)).toEqual([{ fields: ['summary'] }, { fields: ['etsyTitle'] }]);
  });

  it('copies a field as the store takes it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveListing(savedListing());
    renderInApp(<ListingCard projectId={PROJECT_ID} />);
    await screen.findByDisplayValue(DRAFTED.etsyTitle);

    fireEvent.click(screen.getByRole('button', { name: 'Copy: Etsy tags' }));
    expect(await screen.findByRole('button', { name: 'Copied: Etsy tags' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('sourdough, bread guide');
    fireEvent.click(screen.getByRole('button', { name: 'Copy: Keywords' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith('sourdough for shift workers\nbread baking schedule'),
    );
    // The description: KDP takes its markup, Gumroad and Payhip plain text.
    type('Description', '<p>Bake &amp; sell.</p><ul><li>Starter</li><li>Scoring</li></ul>');
    fireEvent.click(screen.getByRole('button', { name: 'Copy: Description for KDP, in its markup' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith('<p>Bake &amp; sell.</p><ul><li>Starter</li><li>Scoring</li></ul>'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy: Description for Gumroad and Payhip, as plain text' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('Bake & sell.\n\n• Starter\n• Scoring'));
  });

  it('shows KDP’s AI questions answered from the record, and takes a correction back', async () => {
    const sent = serveListing(savedListing());
    renderInApp(<ListingCard projectId={PROJECT_ID} />);

    expect(await screen.findByText(/Drafted by the built-in writer: 3 of 3 chapters/)).toBeTruthy();
    expect(screen.getByText(/Corrected by you\. The record says: None\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Use the record's answer" }));

    await waitFor(() =>
      expect(writes(sent).map((request) => [request.path, request.body])).toEqual([[DISCLOSURE, { text: null }]]),
    );
    await waitFor(() => expect(screen.queryByText(/Corrected by you/)).toBeNull());
  });
});
