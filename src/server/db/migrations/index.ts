import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { initialMigration } from './0001_initial.js';
import { generationUsageMigration } from './0002_generation_usage.js';
import { profileLastActiveMigration } from './0003_profile_last_active.js';
import { itemLineageMigration } from './0004_item_lineage.js';
import { coverFilesMigration } from './0005_cover_files.js';
import { listPagesMigration } from './0006_list_pages.js';
import { rateHitsMigration } from './0007_rate_hits.js';
import { searchTextMigration } from './0008_search_text.js';
import { jobsMigration } from './0009_jobs.js';
import { savedListVersionsMigration } from './0010_saved_list_versions.js';
import { projectNameGeneratedMigration } from './0011_project_name_generated.js';
import { documentsGenerationMigration } from './0012_documents_generation.js';
import { bookPlansMigration } from './0013_book_plans.js';
import { bookRunsMigration } from './0014_book_runs.js';
import { documentsStatusMigration } from './0015_documents_status.js';
import { projectListVersionsMigration } from './0016_project_list_versions.js';
import { searchIndexMigration } from './0017_search_index.js';
import { storedFilesMigration } from './0018_stored_files.js';
import { bookPlanDescriptionMigration } from './0019_book_plan_description.js';
import { planBasisMigration } from './0020_plan_basis.js';
import { contentWriterMigration } from './0022_content_writer.js';
import { draftDocumentsMigration } from './0023_draft_documents.js';
import { jobOwnerMigration } from './0024_job_owner.js';
import { printEditionMigration } from './0025_print_edition.js';
import { publishChecksMigration } from './0026_publish_checks.js';
import { partProvenanceMigration } from './0027_part_provenance.js';
import { coverImageKeyMigration } from './0028_cover_image_key.js';
import { bookListingsMigration } from './0029_book_listings.js';
import { partOriginsMigration } from './0030_part_origins.js';
import { runBudgetMigration } from './0031_run_budget.js';
import { runListingMigration } from './0033_run_listing.js';
import { jobLaneMigration } from './0034_job_lane.js';
import { machineTextMigration } from './0035_machine_text.js';
import { listingBasesMigration } from './0036_listing_bases.js';
import { sixWizardStepsMigration } from './0037_six_wizard_steps.js';
import { coursePlanMigration } from './0038_course_plan.js';
import { planRevisionMigration } from './0039_plan_revision.js';
import { fillablePdfMigration } from './0040_fillable_pdf.js';
import { answerKeyMigration } from './0041_answer_key.js';
import { licenseMigration } from './0042_license.js';

/** Append-only: a new migration gets the next number; released ones never change. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_generation_usage': generationUsageMigration(dialect),
    '0003_profile_last_active': profileLastActiveMigration(dialect),
    '0004_item_lineage': itemLineageMigration(dialect),
    '0005_cover_files': coverFilesMigration(dialect),
    '0006_list_pages': listPagesMigration(dialect),
    '0007_rate_hits': rateHitsMigration(dialect),
    '0008_search_text': searchTextMigration(dialect),
    '0009_jobs': jobsMigration(dialect),
    '0010_saved_list_versions': savedListVersionsMigration(dialect),
    '0011_project_name_generated': projectNameGeneratedMigration(),
    '0012_documents_generation': documentsGenerationMigration(),
    '0013_book_plans': bookPlansMigration(dialect),
    '0014_book_runs': bookRunsMigration(dialect),
    '0015_documents_status': documentsStatusMigration(),
    '0016_project_list_versions': projectListVersionsMigration(dialect),
    '0017_search_index': searchIndexMigration(dialect),
    '0018_stored_files': storedFilesMigration(dialect),
    '0019_book_plan_description': bookPlanDescriptionMigration(),
    '0020_plan_basis': planBasisMigration(dialect),
    '0022_content_writer': contentWriterMigration(),
    '0023_draft_documents': draftDocumentsMigration(),
    '0024_job_owner': jobOwnerMigration(),
    '0025_print_edition': printEditionMigration(),
    '0026_publish_checks': publishChecksMigration(dialect),
    '0027_part_provenance': partProvenanceMigration(dialect),
    '0028_cover_image_key': coverImageKeyMigration(),
    '0029_book_listings': bookListingsMigration(dialect),
    '0030_part_origins': partOriginsMigration(),
    '0031_run_budget': runBudgetMigration(),
    '0033_run_listing': runListingMigration(),
    '0034_job_lane': jobLaneMigration(),
    '0035_machine_text': machineTextMigration(dialect),
    '0036_listing_bases': listingBasesMigration(dialect),
    '0037_six_wizard_steps': sixWizardStepsMigration(),
    '0038_course_plan': coursePlanMigration(),
    '0039_plan_revision': planRevisionMigration(),
    '0040_fillable_pdf': fillablePdfMigration(),
    '0041_answer_key': answerKeyMigration(),
    '0042_license': licenseMigration(),
  };
}
