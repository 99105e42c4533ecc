export {};

declare global {
  interface Window {
    ___navigate: (to: string) => void;
  }
}
