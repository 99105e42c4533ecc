export function importRendererOnDemand(source: string): string;
declare function loader(source: string): string;
export default loader;
