/** A CSS Module's class names, as the kit's build exports them: `import styles from './x.module.css'`. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
