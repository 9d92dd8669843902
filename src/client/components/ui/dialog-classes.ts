/** The look shared by the dialog and the alert dialog: the dimmed page behind, the panel, its footer and texts. */
export const dialogClasses = {
  overlay:
    'fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0',
  content:
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-background p-6 shadow-xl wrap-anywhere data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end',
  title: 'text-lg leading-snug font-semibold',
  description: 'text-sm text-muted-foreground',
};
