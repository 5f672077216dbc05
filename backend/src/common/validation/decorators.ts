/**
 * The DTO toolkit: each decorator pairs the validation of a request field with its OpenAPI description,
 * so a DTO states each rule once. A rule's message may be a catalogue key: the validation pipe then
 * answers that translated text.
 */
export { IsFlag, IsOneOf } from './choices';
export { IsEmailAddress, IsPassword, IsUsername, IsVersionNumber } from './formats';
export { IdParams, ValidateId } from './ids';
export { IsNested, IsNestedArray } from './nested';
export { IsPageSize, IsSkip, IsWholeNumber } from './paging';
export { IsText } from './text';
