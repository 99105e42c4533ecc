exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    maxWidth: Joi.number().integer().min(1).required().description("The widest the body shows an image, in CSS pixels."),
    sizes: Joi.string().description("The `sizes` of the images; by default gatsby-plugin-sharp's for a constrained image."),
  });
