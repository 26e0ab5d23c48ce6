#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, so encoding.h would pull in the system
 * ICU headers, whose types clash with the copy Foundation bundles in any
 * module that sees both. Trellis never touches ICU converters (only pointers
 * to encoding handlers), so hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
