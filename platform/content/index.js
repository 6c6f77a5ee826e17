/**
 * The face of platform/content/: what the rest of the repository may use of it. Everything
 * else in the folder is its own business (eslint.config.mjs holds other folders to this file).
 */
const { CATEGORIES_FILE, loadCategories } = require('./categories');
const { ContentError, Problems } = require('./errors');
const { IconRef } = require('./icons');
const { markdownToTree } = require('./markdown-body');
const { moduleSource } = require('./module-source');
const { readMarkdown, readYaml } = require('./read');
const { check, iconName, oneOf, record, text, z } = require('./schema');
const { missingPage } = require('./site-links');

module.exports = { CATEGORIES_FILE, ContentError, IconRef, Problems, check, iconName, loadCategories, markdownToTree, missingPage, moduleSource, oneOf, readMarkdown, readYaml, record, text, z };
