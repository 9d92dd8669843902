import type { ProjectDetail } from '@shared/schemas/project';

/** For client tests: a project as GET /api/projects/:id answers it, a fresh draft with nothing linked unless told. */
export function projectDetailOf(fields: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10',
    title: 'Bake Between Shifts',
    status: 'draft',
    documentsStatus: 'not_generated',
    productType: 'ebook',
    // Made as its own type, unless a test gives it an idea's.
    madeAs: fields.productType === undefined ? 'ebook' : fields.productType,
    license: 'none',
    licenseFileUrl: null,
    coverImageUrl: null,
    pdfUrl: null,
    docxUrl: null,
    epubUrl: null,
    documentsError: null,
    fillablePdf: null,
    answerKey: null,
    draftCopy: { documentsStatus: 'not_generated', documentsError: null, pdfUrl: null, docxUrl: null, epubUrl: null },
    publishCheck: null,
    nicheId: null,
    ideaId: null,
    titleId: null,
    coverId: null,
    wizardStep: null,
    wizardMaxStep: null,
    nameGenerated: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    niche: null,
    idea: null,
    productTitle: null,
    cover: null,
    sections: [],
    authorNoteCount: 0,
    coverDifferences: [],
    licenseTermsOutOfDate: [],
    ...fields,
  };
}
