<?php
// Installs WordPress with no manual step and publishes the careers snippet twice: in a Custom HTML
// block, and pasted into classic content (which wpautop wraps in <p> and wptexturize rewrites).
// Run with php-cli: WORDPRESS_CONFIG=<name> WP_HOST=<host:port> BAOBAB_API=<board> php install.php
$_SERVER['HTTP_HOST'] = getenv('WP_HOST');
$_SERVER['WORDPRESS_CONFIG'] = getenv('WORDPRESS_CONFIG');
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

wp_install('Teranga Digital', 'admin', 'admin@example.com', false, '', wp_generate_password(24));
// The administrator posts the snippet: a site administrator may publish <script> (unfiltered_html).
wp_set_current_user(1);
$snippet = trim(str_replace('https://jobs.example.org', getenv('BAOBAB_API'), file_get_contents(__DIR__ . '/snippet.html')));
$pages = [
    'carrieres-bloc' => ["Carrières (bloc HTML personnalisé)", "<!-- wp:html -->\n$snippet\n<!-- /wp:html -->"],
    'carrieres-classique' => ['Carrières (contenu classique)', $snippet],
];
foreach ($pages as $name => [$title, $content]) {
    $id = wp_insert_post(
        ['post_type' => 'page', 'post_status' => 'publish', 'post_name' => $name, 'post_title' => $title, 'post_content' => $content],
        true
    );
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
    echo "$name $id\n";
}
