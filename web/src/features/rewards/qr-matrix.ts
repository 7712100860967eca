// The QR code as one SVG path (a unit square per dark module), so the view
// draws it as React elements: no innerHTML.
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return parts.join("");
}
