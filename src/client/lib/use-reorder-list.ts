import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * What a list reordered by dragging needs from dnd-kit: a pointer that lifts an item once it moves 4 px and a keyboard
 * (Space to lift, arrow keys to move, Space to drop); what a screen reader hears, items by their names and places,
 * never their ids; and the move a drop makes, from one index to another.
 */
export function useReorderList(
  ids: readonly string[],
  nameOf: (id: string) => string,
  onMove: (from: number, to: number) => void,
) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const placeOf = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is now at ${placeOf(over.id)}.` : `${name(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} was dropped at ${placeOf(over.id)}.` : `${name(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return { sensors, accessibility: { announcements }, onDragEnd };
}
