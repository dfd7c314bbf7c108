#ifndef SITEGEN_CCARD_SHIM_H
#define SITEGEN_CCARD_SHIM_H
// Link cards: FreeType draws the glyphs, fontconfig finds the font, libpng writes the image.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>
#include <png.h>

// The simplified API's values that are macros built of other macros (not imported by Swift).
static const unsigned int sitegen_png_format_rgb_colormap = PNG_FORMAT_RGB_COLORMAP;
static const unsigned int sitegen_png_format_rgb = PNG_FORMAT_RGB;
static const unsigned int sitegen_png_image_version = PNG_IMAGE_VERSION;
static const unsigned int sitegen_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;
#endif
