// Whether this browser can scan a spool's QR code: a code reader (BarcodeDetector, not in every
// browser) and a camera to open. The reader's shape, as Printdeck uses it.

export interface DetectedCode {
  rawValue: string;
}
export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
export type CodeDetectorClass = new (options: { formats: string[] }) => CodeDetector;

/** The browser's code reader, or null when it has none. */
export function detectorClass(): CodeDetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: CodeDetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** Whether this browser can scan a code with a camera. */
export function canScanCodes(): boolean {
  return detectorClass() !== null && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
