export const TEMPLATE_DATABASE = 'platform_test_template';
