import { optionsDefaults } from 'epub-gen-memory';

// The EJS templates epub-gen-memory renders the package, navigation and NCX documents from. They hold no book text:
// every value reaches them as a variable that `<%= %>` escapes, so a title can never be read as template code.
// Variables beyond epub-gen-memory's own: `identifier`, `rights`, `modified`, `accessibility` ({ property, value }[]).

/**
 * The package document: the unique identifier (the ISBN when the book has one), the accessibility metadata, the cover
 * marked as the cover image, and the reading order with the contents after the title and copyright pages.
 */
export const PACKAGE_DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="<%= lang %>"
         prefix="a11y: http://www.idpf.org/epub/vocab/package/a11y/# ibooks: http://vocabulary.itunes.apple.com/rdf/ibooks/vocabulary-extensions-1.0/">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="BookId"><%= identifier %></dc:identifier>
    <dc:title><%= title %></dc:title>
    <dc:creator id="creator"><%= author.join(", ") %></dc:creator>
    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta>
    <dc:publisher><%= publisher %></dc:publisher>
    <dc:date><%= date %></dc:date>
    <dc:description><%= description %></dc:description>
    <dc:language><%= lang %></dc:language>
    <dc:rights><%= rights %></dc:rights>
    <meta property="dcterms:modified"><%= modified %></meta>
<% accessibility.forEach(function (meta) { %>    <meta property="<%= meta.property %>"><%= meta.value %></meta>
<% }) %><% if (cover) { %>    <meta name="cover" content="image_cover"/>
<% } %>    <meta property="ibooks:specified-fonts">true</meta>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="style.css" media-type="text/css"/>
<% if (cover) { %>    <item id="image_cover" href="cover.<%= cover.extension %>" media-type="<%= cover.mediaType %>" properties="cover-image"/>
<% } %><% content.forEach(function (item, index) { %>    <item id="content_<%= index %>_<%= item.id %>" href="<%= item.filename %>" media-type="application/xhtml+xml"/>
<% }) %><% fonts.forEach(function (font, index) { %>    <item id="font_<%= index %>" href="fonts/<%= font.filename %>" media-type="<%= font.mediaType %>"/>
<% }) %>  </manifest>
  <spine toc="ncx">
<% content.forEach(function (item, index) { if (item.beforeToc) { %>    <itemref idref="content_<%= index %>_<%= item.id %>"/>
<% } }) %>    <itemref idref="toc"/>
<% content.forEach(function (item, index) { if (!item.beforeToc) { %>    <itemref idref="content_<%= index %>_<%= item.id %>"/>
<% } }) %>  </spine>
</package>
`;

/**
 * The navigation document: the contents as a list of the sections' own labels ('Chapter 2: Flour, Water…'), never
 * numbered again by the list, with the role assistive technology reads; and the landmarks reading systems jump to.
 */
export const NAVIGATION_DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="<%= lang %>" lang="<%= lang %>">
<head>
  <meta charset="UTF-8"/>
  <title><%= tocTitle %></title>
  <link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
  <nav id="toc" epub:type="toc" role="doc-toc" aria-labelledby="toc-title">
    <h1 id="toc-title"><%= tocTitle %></h1>
    <ol class="contents">
<% content.forEach(function (item) { if (!item.excludeFromToc) { %>      <li><a href="<%= item.filename %>"><%= item.title %></a></li>
<% } }) %>    </ol>
  </nav>
  <nav epub:type="landmarks" aria-label="Landmarks" hidden="hidden">
    <ol>
      <li><a epub:type="toc" href="#toc"><%= tocTitle %></a></li>
<% var start = content.find(function (item) { return !item.beforeToc; }); if (start) { %>      <li><a epub:type="bodymatter" href="<%= start.filename %>"><%= start.title %></a></li>
<% } %>    </ol>
  </nav>
</body>
</html>
`;

/** The EPUB 2 contents (older readers), whose identifier must be the package's. */
export const NCX_DOCUMENT = optionsDefaults().tocNCX!.replace('<%= id %>', '<%= identifier %>');
