import { describe, expect, it } from 'vitest';
import { paths, TOOL_ALIASES } from './paths';

describe('paths', () => {
  it('builds the tool routes without a query when none is given', () => {
    expect(paths.nicheSelector.href()).toBe('/dashboard/niche-selector');
    expect(paths.titleGenerator.href({})).toBe('/dashboard/title-generator');
    expect(paths.productIdeas.href({ nicheId: undefined })).toBe('/dashboard/product-ideas');
    expect(paths.contentGenerator.href({ titleId: '' })).toBe('/dashboard/content-generator');
  });

  it('puts the id of the saved item a tool starts from in its query', () => {
    expect(paths.productIdeas.href({ nicheId: 'n-1' })).toBe('/dashboard/product-ideas?nicheId=n-1');
    expect(paths.titleGenerator.href({ ideaId: 'i-1' })).toBe('/dashboard/title-generator?ideaId=i-1');
    expect(paths.contentGenerator.href({ titleId: 't-1' })).toBe('/dashboard/content-generator?titleId=t-1');
  });

  it('encodes ids so that they cannot add to the query', () => {
    const href = paths.titleGenerator.href({ ideaId: 'a b&edit=x#y' });
    expect(href).toBe('/dashboard/title-generator?ideaId=a+b%26edit%3Dx%23y');
    expect(new URL(href, 'http://localhost').searchParams.get('ideaId')).toBe('a b&edit=x#y');
    expect(new URL(href, 'http://localhost').searchParams.has('edit')).toBe(false);
  });

  it('builds the edit and regenerate queries of the open tool', () => {
    expect(paths.toolMode.edit('n-1')).toBe('?edit=n-1');
    expect(paths.toolMode.regenerate('n/1?')).toBe('?regenerate=n%2F1%3F');
    expect(paths.nicheSelector.href({ edit: 'n-1' })).toBe('/dashboard/niche-selector?edit=n-1');
  });

  it('encodes a project id as one path segment', () => {
    expect(paths.project.href('p/1')).toBe('/dashboard/project/p%2F1');
    expect(paths.project.pattern).toBe('/dashboard/project/:projectId');
  });

  it('sends each short path of the original app to a tool route', () => {
    const patterns = Object.values(paths).flatMap((route) => ('pattern' in route ? [route.pattern] : []));
    for (const alias of TOOL_ALIASES) {
      expect(patterns).toContain(alias.target);
      expect(patterns).not.toContain(alias.pattern);
    }
  });
});
