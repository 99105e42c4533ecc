export const IMAGE_COMPONENT: RegExp;
export const onCreateWebpackConfig: (args: { stage: string; actions: { setWebpackConfig: (config: object) => void } }) => void;
