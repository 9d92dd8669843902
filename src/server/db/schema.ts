import type { ColumnType } from 'kysely';
import type {
  CoverStyle,
  DocumentsStatus,
  ProductType,
  ProjectStatus,
  TitleTone,
  UserRole,
} from '../../shared/catalog.js';
import type { BookRunKind, BookRunStatus } from '../../shared/schemas/book-run.js';
import type { ContentType, StoredContentType } from '../../shared/schemas/content.js';
import type { PrintPaper, PrintTrim } from '../../shared/schemas/print-edition.js';

/**
 * Row types as they travel through Kysely. Dates are ISO strings on the way in;
 * JSON columns are text on the way in. Both come back dialect-shaped: read them through codec.ts.
 * A column that holds one of a fixed list of values is typed as that list's union, from the shared list the API
 * checks requests against: only such values are written, so a row read back needs no second check.
 */
type Timestamp = ColumnType<Date | string, string, string>;
type Json = ColumnType<unknown, string, string>;
type OptionalJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  id: string;
  full_name: string | null;
  last_active_at: Timestamp | null;
  created_at: Timestamp;
}

export interface UserRolesTable {
  id: string;
  user_id: string;
  role: UserRole;
  created_at: Timestamp;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  title: string;
  status: ProjectStatus;
  niche: string | null;
  niche_id: string | null;
  product_idea_id: string | null;
  title_id: string | null;
  cover_id: string | null;
  product_type: ProductType | null;
  /** How the project's PDF, DOCX and EPUB for sale stand: not_generated, generating, completed or failed. */
  documents_status: DocumentsStatus;
  /** Why the last document generation failed, shown on the project page. */
  documents_error: string | null;
  /** The id of the latest start of document generation: its job's files are the ones served once completed. */
  documents_generation: string | null;
  /** The same three of the project's draft copy, the one with the author notes (docs/decisions/0037-draft-and-sale-copies.md). */
  draft_documents_status: ColumnType<DocumentsStatus, DocumentsStatus | undefined, DocumentsStatus>;
  draft_documents_error: ColumnType<string | null, string | null | undefined, string | null>;
  draft_documents_generation: ColumnType<string | null, string | null | undefined, string | null>;
  /** The print edition's trim and paper (docs/decisions/0050-print-edition.md): null until its creator sets it up. */
  print_trim: ColumnType<PrintTrim | null, PrintTrim | null | undefined, PrintTrim | null>;
  print_paper: ColumnType<PrintPaper | null, PrintPaper | null | undefined, PrintPaper | null>;
  /** 1 when the print interior has 0.125" bleed; 1 when lined Notes pages bring a short one up to 24 pages. */
  print_bleed: ColumnType<number, number | undefined, number>;
  print_notes_pages: ColumnType<number, number | undefined, number>;
  /** The print interior's final page count, from the last generation of the files for sale that made one. */
  print_page_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why that generation made no print interior (a page count outside KDP's limits); the ebook edition is unaffected. */
  print_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The fields of the fillable PDF the last generation of the files for sale made; null when it made none. */
  fillable_fields: ColumnType<number | null, number | null | undefined, number | null>;
  /** The model answers in the answer key the last generation of the files for sale made; null when it made none. */
  model_answers: ColumnType<number | null, number | null | undefined, number | null>;
  /** The license it is sold with, as JSON (shared/schemas/license.ts); null for its product type's default (migration 0042). */
  license: ColumnType<string | null, string | null | undefined, string | null>;
  wizard_step: number | null;
  wizard_max_step: number | null;
  /** 1 while the name is one the Create wizard generated, 0 once its creator gave one. */
  name_generated: ColumnType<number, number | undefined, number>;
  /** The title lower-cased (db/search-text.ts): what a list's search matches. */
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NichesTable {
  id: string;
  user_id: string;
  name: string;
  market_size: string | null;
  competition_level: string | null;
  profit_potential: string | null;
  demographics: Json;
  generation_input: OptionalJson;
  project_id: string | null;
  /** The searched column lower-cased (db/search-text.ts): what a list's search matches. */
  search_text: string;
  created_at: Timestamp;
}

export interface ProductIdeasTable {
  id: string;
  user_id: string;
  concept: string;
  target_audience: string | null;
  selling_points: Json;
  modules: Json;
  product_type: ProductType | null;
  niche_id: string | null;
  generation_input: OptionalJson;
  project_id: string | null;
  /** The searched column lower-cased (db/search-text.ts): what a list's search matches. */
  search_text: string;
  created_at: Timestamp;
}

export interface ProductTitlesTable {
  id: string;
  user_id: string;
  title: string;
  tone: TitleTone | null;
  idea_id: string | null;
  generation_input: OptionalJson;
  project_id: string | null;
  /** The searched column lower-cased (db/search-text.ts): what a list's search matches. */
  search_text: string;
  created_at: Timestamp;
}

export interface GeneratedContentTable {
  id: string;
  user_id: string;
  section_name: string;
  content: string;
  content_type: StoredContentType | null;
  title_id: string | null;
  idea_id: string | null;
  generation_input: OptionalJson;
  project_id: string | null;
  /** The searched column lower-cased (db/search-text.ts): what a list's search matches. */
  search_text: string;
  /** The text before a book run rewrote it, which Restore brings back (docs/decisions/0029-book-runs.md). */
  previous_content: ColumnType<string | null, string | null | undefined, string | null>;
  /** The plan a book run wrote it against (services/book-model/plan-basis.ts); null for other sections. */
  plan_basis: OptionalJson;
  /**
   * Who wrote the text (migration 0022): 'offline' (the built-in writer), '<provider>/<model>', or 'creator' once
   * saved by hand; null when not known.
   */
  writer: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The machine that last wrote the text (migration 0030): 'offline' or '<provider>/<model>', kept when the creator
   * then edits it; null for text no machine here wrote, or wrote before it was recorded.
   */
  generated_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** `writer` and `generated_by` of the previous version (migration 0030): Restore brings them back with its text. */
  previous_writer: ColumnType<string | null, string | null | undefined, string | null>;
  previous_generated_by: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The text the machine in `generated_by` wrote (migration 0035), kept through edits by hand, so how much of it the
   * section still prints can be measured; null when not known. `previous_generated_text` is the previous version's.
   */
  generated_text: ColumnType<string | null, string | null | undefined, string | null>;
  previous_generated_text: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface CoverImagesTable {
  id: string;
  user_id: string;
  image_url: string;
  /** Where its image is stored (`covers/<user id>/<file id>.png`); null for an image that is no stored file. */
  image_key: string | null;
  style: CoverStyle | null;
  prompt: string | null;
  title_id: string | null;
  generation_input: OptionalJson;
  project_id: string | null;
  /** The product title it was drawn for. */
  title: string | null;
  /** The searched column lower-cased (db/search-text.ts): what a list's search matches. */
  search_text: string;
  created_at: Timestamp;
}

/** Stored files (cover images…) when they live in the database. */
export interface FilesTable {
  key: string;
  size: ColumnType<number | string, number, number>;
  data: ColumnType<Buffer, Buffer, Buffer>;
  created_at: Timestamp;
}

/** Every stored file a user owns (docs/decisions/0034-bounded-storage.md): what the quota and the sweep read. */
export interface StoredFilesTable {
  key: string;
  user_id: string;
  size: ColumnType<number | string, number, number>;
  /** When a write last stored or claimed the file: the sweep's grace period runs from here. */
  claimed_at: Timestamp;
  /**
   * Who made a cover image (migration 0030): 'offline' (the built-in cover designer), '<provider>/<model>' (art an
   * image model painted, the type set by the designer) or 'creator' (an image the creator sent); null otherwise.
   */
  made_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Each user's stored bytes, the sum of their `stored_files` sizes, kept in the same transactions. */
export interface StorageUsageTable {
  user_id: string;
  bytes: ColumnType<number | string, number, number>;
}

/**
 * A project's saved book plan; `chapters` is the JSON list of { title, goal } in their order, a course's modules
 * with their lessons and quiz too (shared/schemas/course-plan.ts).
 */
export interface BookPlansTable {
  project_id: string;
  user_id: string;
  title: string;
  subtitle: string;
  author_name: string;
  isbn: string;
  chapters: Json;
  /** What the files' metadata say the book is about; empty, a description built from the plan (migration 0019). */
  description: ColumnType<string, string | undefined, string>;
  /** A course's final assignment; empty for a book and a course without one (migration 0038). */
  final_assignment: ColumnType<string, string | undefined, string>;
  /** Counted up by every save; a save made on an older one is refused (migration 0039). */
  revision: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A run writing a project's book, or one part of it again (docs/decisions/0029-book-runs.md): the plan it writes from
 * and its parts in writing order (JSON), how many of them are saved, and its figures.
 */
export interface BookRunsTable {
  id: string;
  user_id: string;
  project_id: string;
  kind: BookRunKind;
  status: BookRunStatus;
  content_type: ContentType;
  plan: Json;
  steps: Json;
  /** The index in `steps` of the first part not yet saved. */
  next_step: ColumnType<number, number | undefined, number>;
  cancel_requested: ColumnType<number, number | undefined, number>;
  error: string | null;
  provider: string;
  model: string;
  estimate_input_tokens: number;
  estimate_output_tokens: number;
  /** What the run may spend (docs/decisions/0061-run-budget.md): tokens, US cents; null for no limit. */
  budget_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  budget_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The listing the finished run drafted (migration 0033; docs/decisions/0066-listing-in-run-budget.md): its tokens,
   * counted in the run's spend, and who wrote it ('offline' or '<provider>/<model>'); null when it drafted none.
   */
  listing_input_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  listing_output_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  listing_writer: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the completed run left undone, in words for the creator (the listing it did not draft); null for nothing. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A part a book run saved: the section it became and what it says in short, for the parts written after it. */
export interface BookRunPartsTable {
  run_id: string;
  step: number;
  content_id: string;
  summary: string;
  words: number;
  input_tokens: number;
  output_tokens: number;
  duration_ms: number;
  created_at: Timestamp;
  /** Who wrote the part: 'offline' or '<provider>/<model>'; null for parts saved before it was recorded. */
  writer: ColumnType<string | null, string | null | undefined, string | null>;
  words_asked: ColumnType<number | null, number | null | undefined, number | null>;
  retries: ColumnType<number, number | undefined, number>;
  continuations: ColumnType<number, number | undefined, number>;
  /** What the clean-up took out of the provider's answer: JSON `[{ kind, text }]`. */
  cleanup: OptionalJson;
}

export interface ProjectContentSectionsTable {
  id: string;
  project_id: string;
  content_id: string;
  order_index: number;
}

/** Which item a save request (by its key) created: a repeated submit answers that item. */
export interface SaveKeysTable {
  user_id: string;
  key: string;
  item_id: string | null;
  created_at: Timestamp;
}

/** A log of generations; its task and outcome stay text, so rows of a task or failure kind since renamed still read. */
export interface GenerationUsageTable {
  id: string;
  user_id: string;
  task: string;
  provider: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  duration_ms: number;
  outcome: string;
  created_at: Timestamp;
}

/** The content a generation answered a user with (migration 0035): what a section saved from it was generated as. */
export interface ContentGenerationsTable {
  id: string;
  user_id: string;
  /** 'offline' or '<provider>/<model>'. */
  machine: string;
  text: string;
  created_at: Timestamp;
}

/** One counted event under a key, e.g. a failed sign-in to one account. */
export interface RateHitsTable {
  id: string;
  key: string;
  created_at: Timestamp;
}

/** A user's saved-list version, moved on by every change to their saved items (migration 0010). */
export interface SavedListVersionsTable {
  user_id: string;
  version: ColumnType<number, never, never>;
}

/** Where a job of the local runner stands: waiting, taken by a worker, or settled. */
export type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';
/**
 * Which slots a job runs in. Renders and the storage sweep take a core: `quick` (a short book's render, seconds at
 * most: its enqueuer measured it, and it runs on a budget that sends it back as long when it overruns) or `long`
 * (the rest); a quick job may also take the slots a process keeps for quick jobs (docs/decisions/0069-quick-lane.md).
 * `writing` jobs (a book run's stretches) mostly wait on a writer, in slots of their own
 * (docs/decisions/0072-writing-apart-from-renders.md).
 */
export type JobLane = 'quick' | 'long' | 'writing';

/** A background job of the local runner; `payload` is the job's JSON input. */
export interface JobsTable {
  id: string;
  name: string;
  payload: Json;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  locked_until: Timestamp | null;
  last_error: string | null;
  /** Whose job it is (its payload's userId), so a worker can pass by a user at their share of its slots. */
  user_id: string | null;
  /** Which slots it runs in (its payload's lane); null for a long job, and for jobs queued before lanes. */
  lane: JobLane | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The publish check of a project's copy for sale, of the generation it read (migration 0026). */
/**
 * A project's listing (docs/decisions/0057-listing.md): the stores' fields, the JSON lists `keywords`, `categories`
 * and `etsy_tags`, who wrote each field (`sources`), each field's text before its last regeneration (`previous`) and
 * the creator's corrections to the AI disclosure.
 */
export interface BookListingsTable {
  project_id: string;
  user_id: string;
  description: ColumnType<string, string | undefined, string>;
  blurb: ColumnType<string, string | undefined, string>;
  keywords: Json;
  categories: Json;
  author_bio: ColumnType<string, string | undefined, string>;
  etsy_title: ColumnType<string, string | undefined, string>;
  etsy_tags: Json;
  summary: ColumnType<string, string | undefined, string>;
  sources: Json;
  previous: Json;
  disclosure_corrections: Json;
  /** The book as each field was last written or saved against (services/book-model/listing-bases.ts); null before 0036. */
  field_bases: OptionalJson;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PublishChecksTable {
  project_id: string;
  user_id: string;
  generation: string;
  /** The destinations with each failed rule, as the shared publishCheck schema reads them. */
  destinations: Json;
  checked_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  projects: ProjectsTable;
  niches: NichesTable;
  product_ideas: ProductIdeasTable;
  product_titles: ProductTitlesTable;
  generated_content: GeneratedContentTable;
  cover_images: CoverImagesTable;
  stored_files: StoredFilesTable;
  storage_usage: StorageUsageTable;
  project_content_sections: ProjectContentSectionsTable;
  book_plans: BookPlansTable;
  book_listings: BookListingsTable;
  publish_checks: PublishChecksTable;
  book_runs: BookRunsTable;
  book_run_parts: BookRunPartsTable;
  generation_usage: GenerationUsageTable;
  content_generations: ContentGenerationsTable;
  save_keys: SaveKeysTable;
  rate_hits: RateHitsTable;
  files: FilesTable;
  jobs: JobsTable;
  saved_list_versions: SavedListVersionsTable;
}
