// A small webpack plugin that writes NAME.gz and NAME.br beside each text asset, with node:zlib
// (compression-webpack-plugin is not a dependency). @fastify/static's preCompressed option then
// sends the smallest encoding the browser accepts, without compressing on every request.
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
// The service worker is revalidated on every visit and is tiny once gzipped by a proxy; keeping it
// uncompressed avoids serving a stale .gz when Workbox rewrites it after this stage.
const SKIP = /(^|\/)service-worker\.js$|\.LICENSE\.txt$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and HTML generation: compress what is really sent.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!TEXT.test(name) || SKIP.test(name)) continue;
            const buffer = asset.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const gz = zlib.gzipSync(buffer, { level: 9 });
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const info = { compressed: true };
            if (gz.length < buffer.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
            if (br.length < buffer.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
