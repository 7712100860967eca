import { Skeleton } from "../../../ui/data-state/index.ts";

/** The game area's shape while its code and its calls are on their way: the menu column and the hot cards. */
export function HomeGamesSkeleton() {
  return (
    <>
      <Skeleton shape="menu" count={5} />
      <Skeleton shape="tiles" count={6} />
    </>
  );
}
