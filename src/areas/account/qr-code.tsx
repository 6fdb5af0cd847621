// A QR code drawn as SVG by the `qrcode` package, shown as an image (no HTML
// injection, scales crisply). The package loads only when a code is needed,
// so it stays out of every other screen's bundle.
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ProblemAlert } from '@/components/ui/problem-alert';

async function renderSvg(value: string): Promise<string> {
  const qr = await import('qrcode');
  const toString = qr.toString ?? qr.default.toString;
  const svg = await toString(value, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [state, setState] = useState<{ value: string; src: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    renderSvg(value).then(
      (src) => live && setState({ value, src, failed: false }),
      () => live && setState({ value, src: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (!state || state.value !== value)
    return (
      <div style={{ width: size, height: size }} className="grid place-items-center">
        <Spinner label="Drawing the QR code…" />
      </div>
    );
  if (state.failed || !state.src) {
    return <ProblemAlert problem="The QR code could not be drawn. Enter the key below instead." />;
  }
  // White quiet zone even in dark mode: scanners need the contrast.
  return <img src={state.src} alt={label} width={size} height={size} className="rounded-md bg-white p-1" />;
}
