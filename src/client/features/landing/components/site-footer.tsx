import { BrandLogo } from '@/components/brand-logo';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-5 py-8 text-sm text-muted-foreground sm:flex-row sm:px-8">
        <BrandLogo />
        <p className="text-center">The AI production line for creators of digital info products.</p>
        <p>© {new Date().getFullYear()} Infoforge</p>
      </div>
    </footer>
  );
}
