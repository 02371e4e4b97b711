// A titled card of the /tune page.
import { PageCard, type PageCardProps } from '../../components/PageCard';

export function TuneCard(props: Omit<PageCardProps, 'divided'>) {
  return <PageCard {...props} id={`tune-${props.id}`} divided />;
}
