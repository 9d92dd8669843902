/** The file names of a book's files for sale, by format. */
export interface BookFileNames {
  pdf: string;
  docx: string;
  epub: string;
  /** The print edition's files, when it is made. */
  print?: string;
  'wrap-cover'?: string;
}

/** README.txt of the download of everything: which file goes to which store. */
export function bookFilesReadme(title: string, names: BookFileNames): string {
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
    'The project page shows the publish check: each store above, and what to change before uploading when a',
    "file does not meet that store's rules.",
    '',
  ].join('\r\n');
}
