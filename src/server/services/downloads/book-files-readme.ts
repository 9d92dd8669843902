/** The file names of a book's files for sale, by format. */
export interface BookFileNames {
  pdf: string;
  docx: string;
  epub: string;
  /** The print edition's files, when it is made. */
  print?: string;
  'wrap-cover'?: string;
}

/** README.txt of the download of everything: which file goes to which store, and the listing's files when it has them. */
export function bookFilesReadme(
  title: string,
  names: BookFileNames,
  listing: { markdown: string; json: string } | null,
): string {
  return [
    `${title}: the files of the book, and where each goes`,
    '',
    names.epub,
    '  Amazon KDP (Kindle eBook), Apple Books, Kobo Writing Life and Google Play Books: upload it as the book.',
    '  Gumroad, Payhip and Etsy: add it as a download beside the PDF, for readers on e-readers and phones.',
    '',
    names.pdf,
    '  Gumroad, Payhip and Etsy: the file buyers download.',
    '  Not for a KDP paperback: this PDF opens with its cover and carries bookmarks and links, which KDP refuses',
    '  in a print interior.',
    '',
    names.docx,
    '  To edit the text in a word processor. Amazon KDP also takes it for a Kindle eBook.',
    '',
    ...(names.print && names['wrap-cover']
      ? [
          names.print,
          '  Amazon KDP (Paperback): upload it as the manuscript, the print interior.',
          '',
          names['wrap-cover'],
          '  Amazon KDP (Paperback): upload it as the cover, one print-ready PDF of back, spine and front.',
          '',
        ]
      : []),
    ...(listing
      ? [
          listing.markdown,
          "  The listing, to copy into each store's form: the description, keywords and categories for Amazon KDP,",
          '  the title and tags for Etsy, the summary for Gumroad and Payhip. Fields headed Draft were drafted by the',
          '  built-in writer: rewrite them before a store sees them.',
          '',
          listing.json,
          '  The same listing as data: each field (the description in the markup KDP accepts) and who wrote it.',
          '',
        ]
      : []),
    'The project page shows the publish check: each store above, and what to change before uploading when a',
    "file does not meet that store's rules.",
    '',
  ].join('\r\n');
}
