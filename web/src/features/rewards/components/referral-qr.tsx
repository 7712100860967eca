// Loaded lazily by invite friends only (uqr is not in any other chunk).
import { useMemo } from "react";
import { encode } from "uqr";
import { qrPath } from "../qr-matrix.ts";

/** The QR code of a link, black on white whatever the theme (scanners need the contrast). */
export default function ReferralQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = encode(url, { border: 2, ecc: "M" });
    return { size: code.size, path: qrPath(code.data) };
  }, [url]);
  return (
    <svg className="referral-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
