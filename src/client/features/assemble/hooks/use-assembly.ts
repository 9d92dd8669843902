import { useState } from 'react';
import { useSavedItemPages } from '@/lib/saved-items/saved-items';
import type { Assembly } from '../assembly-checks';

/**
 * What the user picks on Assemble from their saved titles, content sections and covers: each list read page by page,
 * the picks, and the picked items themselves. Picking a title or cover again unpicks it; sections keep the order
 * they were picked in until reordered.
 */
export function useAssembly() {
  const titles = useSavedItemPages('titles');
  const contents = useSavedItemPages('content');
  const covers = useSavedItemPages('covers');
  const [projectName, setProjectName] = useState('');
  const [titleId, setTitleId] = useState<string | null>(null);
  const [contentIds, setContentIds] = useState<string[]>([]);
  const [coverId, setCoverId] = useState<string | null>(null);
  const assembly: Assembly = { projectName, titleId, contentIds, coverId };

  return {
    lists: { titles, contents, covers },
    assembly,
    // The very rows picked, in the order given: a newer section of the same name never takes a picked one's place.
    sections: contentIds.flatMap((id) => (contents.items ?? []).filter((section) => section.id === id)),
    title: titles.items?.find((item) => item.id === titleId),
    cover: covers.items?.find((item) => item.id === coverId),
    setProjectName,
    toggleTitle: (id: string) => setTitleId((current) => (current === id ? null : id)),
    toggleCover: (id: string) => setCoverId((current) => (current === id ? null : id)),
    toggleSection: (id: string) =>
      setContentIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
    reorderSections: setContentIds,
  };
}

export type AssemblyPicks = ReturnType<typeof useAssembly>;
