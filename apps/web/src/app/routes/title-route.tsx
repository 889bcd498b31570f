import { PageHeader } from '@/components/ui/page-header';

/** A route whose content belongs to a later issue: its title, and nothing pretending to be more. */
export function TitleRoute({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
