import { CheckIcon, CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { useTransientFlag } from '@/lib/use-transient-flag';

const COPIED_FEEDBACK_MS = 2000;

interface CopyButtonProps {
  text: string;
  successMessage: string;
  /** For screen readers: what is copied, e.g. the title itself. */
  subject: string;
  /** The button's words, where one thing has more than one copy: 'Copy HTML'; 'Copy' unless given. */
  label?: string;
}

export function CopyButton({ text, successMessage, subject, label = 'Copy' }: CopyButtonProps) {
  const copied = useTransientFlag(COPIED_FEEDBACK_MS);

  const copy = async () => {
    try {
      await copyToClipboard(text);
      copied.raise();
      toast.success(successMessage);
    } catch (error) {
      console.error(error);
      toast.error('Could not copy to the clipboard');
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={`${copied.on ? 'Copied' : 'Copy'}: ${subject}`}
    >
      {copied.on ? <CheckIcon className="text-success" aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied.on ? 'Copied' : label}
    </Button>
  );
}
