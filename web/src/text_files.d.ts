// Files that esbuild bundles as text (see build.mjs).
declare module "*.py" {
  const text: string;
  export default text;
}
