<?php
// `php -S` router: Debian's wp-config.php picks /etc/wordpress/config-$WORDPRESS_CONFIG.php (as
// Apache's SetEnv would tell it); files that exist are served as they are, the rest is WordPress.
$_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG');
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path !== '/' && is_file($_SERVER['DOCUMENT_ROOT'] . $path)) {
    return false;
}
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
