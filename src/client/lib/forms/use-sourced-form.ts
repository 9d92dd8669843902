import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  savedItemQueryOptions,
  useSavedItemsWithLinked,
  type SavedItemKind,
  type SavedItemOf,
} from '@/lib/saved-items/saved-items';
import { useInputSource, type InputSource } from './use-input-source';

interface SourcedFormOptions<Kind extends SavedItemKind, Values extends FieldValues> {
  /** The kind of saved item the form can start from, e.g. saved niches for product ideas. */
  sourceKind: Kind;
  /** The form field holding the chosen item's id; a query parameter of the same name preselects it. */
  idField: Path<Values> & string;
  /** The error on that field when the chosen item is not among the saved ones. */
  missingMessage: string;
  /** The form's rules in each input source. */
  schemas: Record<InputSource, z.ZodType<Values, Values>>;
  defaultValues: (preselectedId: string) => DefaultValues<Values>;
}

/**
 * A generator form whose input comes from one of the user's saved items or is typed in: the form, the
 * saved items it can start from, the input source and the toggle between them.
 */
export function useSourcedForm<Kind extends SavedItemKind, Values extends FieldValues>({
  sourceKind,
  idField,
  missingMessage,
  schemas,
  defaultValues,
}: SourcedFormOptions<Kind, Values>) {
  const [searchParams] = useSearchParams();
  const preselectedId = searchParams.get(idField)?.trim() || undefined;
  const queryClient = useQueryClient();
  const sourceItems = useSavedItemsWithLinked(sourceKind, preselectedId);
  const { source, choose } = useInputSource(Boolean(sourceItems?.length));
  const form = useForm<Values>({
    resolver: zodResolver(schemas[source]),
    defaultValues: defaultValues(preselectedId ?? ''),
  });

  /** The user's own switch between saved and manual input: the other source's errors go. */
  const changeSource = (next: InputSource) => {
    choose(next);
    form.clearErrors();
  };

  /**
   * A submit handler that receives the whole chosen saved item in saved mode (undefined in manual mode); the
   * list holds summaries, so the item is read by id. A chosen id that names no saved item is reported on its
   * field instead.
   */
  const onValid =
    (submit: (values: Values, chosen: SavedItemOf<Kind> | undefined) => void) => async (values: Values) => {
      if (source === 'manual') {
        submit(values, undefined);
        return;
      }
      const id: unknown = values[idField];
      const chosen =
        typeof id === 'string' && id
          ? await queryClient.fetchQuery(savedItemQueryOptions(sourceKind, id)).catch(() => undefined)
          : undefined;
      if (chosen) submit(values, chosen);
      else form.setError(idField, { message: missingMessage });
    };

  return { form, source, choose, changeSource, sourceItems, onValid };
}

export type SourcedForm<Kind extends SavedItemKind, Values extends FieldValues> = ReturnType<
  typeof useSourcedForm<Kind, Values>
>;
