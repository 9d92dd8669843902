import { toast } from 'sonner';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api/api-client';

interface AuthResult<Data> {
  data: Data | null;
  error: { message?: string | undefined; code?: string | undefined } | null;
}

export type AuthOutcome<Data> = { ok: true; data: Data | null } | { ok: false; code: string | undefined };

export async function runAuthRequest<Data>(request: () => Promise<AuthResult<Data>>): Promise<AuthOutcome<Data>> {
  try {
    const { data, error } = await request();
    if (!error) return { ok: true, data };
    console.error(error);
    toast.error(error.message || GENERIC_ERROR_MESSAGE);
    return { ok: false, code: error.code };
  } catch (error) {
    console.error(error);
    toast.error(GENERIC_ERROR_MESSAGE);
    return { ok: false, code: undefined };
  }
}
