import { Redirect, useLocation, useSearch } from "wouter";
import { paths } from "../../lib/routes.ts";
import { matchRoute, redirects } from "./route-table.ts";
import { RouteView } from "./route-view.tsx";

/** Spec §2: aliases redirect (keeping the query, e.g. a register link's code), unknown paths go to /m/home. */
export function AppRouter() {
  const [path] = useLocation();
  const search = useSearch();
  const alias = redirects[path];
  if (alias) return <Redirect to={search ? `${alias}?${search}` : alias} replace />;
  const match = matchRoute(path);
  if (!match) return <Redirect to={paths.home} replace />;
  return <RouteView path={path} match={match} />;
}
