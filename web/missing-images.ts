// The dev and preview servers answer a request for an image that is not there
// with 404, never with the app's page. Vite's fallback hands index.html (59 kB,
// every language's home frame) to any GET that accepts */*, and an <img> does:
// on the mock, each merchant preset avatar the member centre tried (the
// platform's image folder, which the mock did not hold: it now answers them,
// mock-avatars.ts) came back as that page, 2 of them before the member
// centre's largest paint (Lighthouse: 118 kB of its 431). A missing image now
// fails as it would on a 404, and the app draws its fallback.

/** A path naming an image file. */
const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;

interface Request {
  method?: string;
  url?: string;
  originalUrl?: string;
}

interface Response {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

const pathOf = (url: string | undefined) => (url ?? "").split(/[?#]/)[0] ?? "";

/**
 * A middleware for after the server's page fallback (a `configureServer` / `configurePreviewServer` post hook): a GET
 * or HEAD whose address names an image and which the fallback turned into a page is answered 404.
 */
export function missingImageNotFound(): (req: Request, res: Response, next: () => void) => void {
  return (req, res, next) => {
    const asked = pathOf(req.originalUrl ?? req.url);
    const served = pathOf(req.url);
    if ((req.method === "GET" || req.method === "HEAD") && IMAGE_PATH.test(asked) && served !== asked && served.endsWith(".html")) {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.end(req.method === "HEAD" ? undefined : "Not found");
      return;
    }
    next();
  };
}
