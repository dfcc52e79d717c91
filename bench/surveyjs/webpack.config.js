// The SurveyJS reference page, built with the same webpack, Babel targets, CSS extraction and
// minifiers as the app (webpack.config.js), so the byte and timing comparison is like for like.
// Output: the folder in SURVEYJS_OUT (bench/run.js sets it), never the shared dist/.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { BROWSER_TARGETS } = require('../../webpack.config');

module.exports = {
  mode: 'production',
  context: path.resolve(__dirname, '../..'),
  entry: { main: './bench/surveyjs/page/index.tsx' },
  output: {
    path: process.env.SURVEYJS_OUT || path.join(require('node:os').tmpdir(), 'lrc-bench-surveyjs'),
    filename: 'assets/[name].[contenthash:8].js',
    chunkFilename: 'assets/[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { targets: BROWSER_TARGETS } } },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: 'bench/surveyjs/page/index.html', scriptLoading: 'defer' }),
    new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
  ],
  optimization: { minimizer: ['...', new CssMinimizerPlugin()], splitChunks: { chunks: 'all' } },
  performance: { hints: false },
};
