// The public face of @forewarn/domain. Nobody imports past this file.
export * from './countries/countries.js';
