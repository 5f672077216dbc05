import MyCollectionsScreen from '@/features/collections/components/my-collections-screen';

/** The member's collections (/collections): a new one, and the list of theirs. */
export default function CollectionsRoute() {
  return <MyCollectionsScreen />;
}
