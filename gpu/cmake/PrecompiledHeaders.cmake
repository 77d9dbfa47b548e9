# Precompiled headers: most of a file's compile time here is spent parsing the same Qt and Boost.Test
# headers (a test file: about 9 s of its 10 s). Parsed once per library or test family instead, a clean
# build on two cores takes minutes less. GML_PRECOMPILED_HEADERS=OFF builds without them (a compiler that
# rejects a header falls back to parsing it anyway).
option(GML_PRECOMPILED_HEADERS "Precompile the Qt, Boost.Test and standard headers most files include" ON)

set(GML_PCH_STD <algorithm> <cstdint> <functional> <map> <memory> <optional> <string> <string_view> <vector>)
set(GML_PCH_QT_CORE <QtCore/QCoreApplication> <QtCore/QList> <QtCore/QObject> <QtCore/QString>
    <QtCore/QStringList>)
set(GML_PCH_QT_WIDGETS ${GML_PCH_QT_CORE} <QtGui/QColor> <QtGui/QFont> <QtGui/QPainter> <QtWidgets/QBoxLayout>
    <QtWidgets/QComboBox> <QtWidgets/QLabel> <QtWidgets/QPushButton> <QtWidgets/QWidget>)

# gml_precompile(TARGET QT_CORE|QT_WIDGETS|BOOST_TEST): the target's own precompiled header.
function(gml_precompile target kind)
    if(NOT GML_PRECOMPILED_HEADERS)
        return()
    endif()
    if(kind STREQUAL "QT_CORE")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_QT_CORE})
    elseif(kind STREQUAL "QT_WIDGETS")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} ${GML_PCH_QT_WIDGETS})
    elseif(kind STREQUAL "BOOST_TEST")
        target_precompile_headers(${target} PRIVATE ${GML_PCH_STD} <boost/test/unit_test.hpp>)
        # The file that defines BOOST_TEST_MODULE must include unit_test.hpp itself, after the definition:
        # that is where the test runner's main() is made.
        get_target_property(sources ${target} SOURCES)
        foreach(source IN LISTS sources)
            get_filename_component(path ${source} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
            file(STRINGS ${path} module REGEX "^#define BOOST_TEST_MODULE" LIMIT_COUNT 1)
            if(module)
                set_source_files_properties(${source} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
            endif()
        endforeach()
    endif()
endfunction()

# gml_precompile_reuse(TARGET FROM): uses FROM's precompiled header (targets of one family, compiled alike).
function(gml_precompile_reuse target from)
    if(GML_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()
