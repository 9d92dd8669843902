import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';

export function useDenyNonAdmin(error: unknown, message: string) {
  const navigate = useNavigate();
  const forbidden = isApiError(error, 403);

  useEffect(() => {
    if (!forbidden) return;
    toast.error(message, { id: 'admin-access-denied' });
    void navigate('/dashboard', { replace: true });
  }, [forbidden, message, navigate]);
}
