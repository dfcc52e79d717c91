// Client build: two compilations. The student PWA (src/index.tsx and the Oorcheck page) in dist/,
// and the management site (src/management) in dist/beheer/. The management site is a compilation
// of its own so that nothing of it can reach the student app: no shared chunks, and the students'
// service worker (InjectManifest below) only sees the student compilation's assets, so it never
// precaches the management site. Hashed assets, CSS extracted.
// API_BASE_URL and MANAGEMENT_URL are read at build time (default: same origin / '/beheer/'), and
// so are the Service menu's MANUALS_URL, FAQ_URL, CONTACT_URL and LESSONS_URL (default: the
// built-in help pages of the management site).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { PrecompressPlugin } = require('./scripts/precompressPlugin');
const { prerenderedHome } = require('./scripts/prerenderedHome');

// Browsers from 2020 on (the phones and school laptops students use) run classes, object spread,
// generators, async functions, optional chaining and ??: compiling for them keeps Babel from
// inlining ES5 helpers and regenerator, which were half of our own code in the bundle.
const BROWSER_TARGETS = { chrome: '80', edge: '80', firefox: '78', safari: '14', ios: '14', samsung: '13' };

const babelRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: { loader: 'babel-loader', options: { targets: BROWSER_TARGETS } },
};

const defines = () =>
  new webpack.DefinePlugin({
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL || ''),
    'process.env.MANAGEMENT_URL': JSON.stringify(process.env.MANAGEMENT_URL || ''),
    'process.env.MANUALS_URL': JSON.stringify(process.env.MANUALS_URL || ''),
    'process.env.FAQ_URL': JSON.stringify(process.env.FAQ_URL || ''),
    'process.env.CONTACT_URL': JSON.stringify(process.env.CONTACT_URL || ''),
    'process.env.LESSONS_URL': JSON.stringify(process.env.LESSONS_URL || ''),
  });

// The student app renders with Preact through preact/compat instead of react-dom (issue 35): the same
// components and libraries (react-redux, react-router), 57 KB gzip less on the login page, which every
// student opens first, often on a cheap phone on school Wi-Fi. The management site keeps React: it is
// opened by staff on school PCs, and its editor libraries (TipTap, dnd-kit) are written against React.
const PREACT_ALIASES = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

// react-router 7's package exports name only its development build (dist/development, with its
// warnings and checks) for every condition, production included (remix-run/react-router#12532,
// #14102). A production build takes dist/production, for react-router-dom's imports too, so there is
// one copy of the router and its contexts.
const routerBuild = (production) =>
  production
    ? {
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
      }
    : {};

function studentConfig(production, dist) {
  return {
    name: 'student',
    // oorcheck: the built-in hearing-test page (src/features/oorcheck/page), a separate small entry
    // that shares nothing with the app bundle (see splitChunks below).
    entry: { main: './src/index.tsx', oorcheck: './src/features/oorcheck/page/index.ts' },
    output: {
      path: dist,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      // dist/beheer belongs to the management compilation, which may finish first.
      clean: { keep: /^beheer\// },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...PREACT_ALIASES, ...routerBuild(production) } },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        babelRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      defines(),
      // index.html carries the logged-out home page, prerendered from the app's components (issue 35:
      // the first paint does not wait for the scripts); a production build only (about 4 s).
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        chunks: ['main'],
        // In production the template writes the tags itself: the scripts start after the first paint
        // (src/shared/scriptsAfterPaint.ts).
        inject: !production,
        // The plugin's production defaults without minifyJS: the inline hint script must stay exactly
        // src/shared/sessionHint.ts's text, which the server's Content-Security-Policy allows by hash.
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          minifyCSS: true,
          minifyJS: false,
        },
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          ...(production
            ? prerenderedHome()
            : { html: '', hintScript: '', afterPaintScript: '', afterPaintAttribute: '' }),
        }),
      }),
      new HtmlWebpackPlugin({
        template: 'src/features/oorcheck/page/oorcheck.html',
        filename: 'oorcheck/index.html',
        scriptLoading: 'defer',
        chunks: ['oorcheck'],
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // The service worker (src/sw) with the precache list of everything emitted above. Its name
      // must stay service-worker.js: server/plugins/staticApp.ts serves that file with no-cache.
      new InjectManifest({
        swSrc: './src/sw/service-worker.ts',
        swDest: 'service-worker.js',
        exclude: [/\.map$/, /\.LICENSE\.txt$/, /\.(gz|br)$/],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      }),
      // .gz and .br beside every text asset; the server sends them (preCompressed) to browsers that accept them.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // webpack's own minimizer would also minify index.html's inline script (the hint above), which
      // the Content-Security-Policy allows only as written; HtmlWebpackPlugin minifies the page itself.
      minimizeOptions: { html: false },
      splitChunks: { chunks: (chunk) => chunk.name !== 'oorcheck' },
    },
    performance: { hints: false },
  };
}

/** The management site at /beheer/: its own page, chunks and CSS under dist/beheer, no service worker. */
function managementConfig(production, dist) {
  return {
    name: 'management',
    entry: { beheer: './src/management/index.tsx' },
    output: {
      path: path.join(dist, 'beheer'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/beheer/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: routerBuild(production) },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        babelRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      defines(),
      new HtmlWebpackPlugin({ template: 'src/management/index.html', scriptLoading: 'defer' }),
      // The manuals' screenshots (made by npm run help:screenshots), served at /beheer/help/.
      new CopyWebpackPlugin({ patterns: [{ from: 'content/help/screenshots', to: 'help', noErrorOnMissing: true }] }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimizer: ['...', new CssMinimizerPlugin()], splitChunks: { chunks: 'all' } },
    performance: { hints: false },
  };
}

// `--env dist=FOLDER` builds elsewhere (the benchmarks' private build). Not --output-path: with two
// compilations it would put the management site over the student app.
module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  const dist = path.resolve(__dirname, env?.dist || 'dist');
  return [studentConfig(production, dist), managementConfig(production, dist)];
};

// Shared with the SurveyJS reference build in bench/surveyjs.
module.exports.BROWSER_TARGETS = BROWSER_TARGETS;
