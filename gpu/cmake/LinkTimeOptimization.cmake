# Link-time optimization for the programs people run and time (the application, the command line, the
# benchmarks), not for the test programs.
#
# With the whole engine in view, GCC inlines the small calls an allocation or free makes from one source
# file into another (rounding, block splits and merges, the free set, the address index), which a single
# file's compilation cannot: cost model 643 cycles per allocator operation against 663, and timed in turn
# with the build without it, 0.88 to 1.07 of its time (median 0.94). gml_gpu is compiled to "fat" objects
# that hold both the optimizer's intermediate form and ordinary code, so the programs linked with -flto use
# the first and the thirty-odd test programs, linked with -fno-lto, use the second and link as fast as
# before. (Without -fno-lto, GCC's linker plugin finds the intermediate form and optimizes the whole engine
# again for every test program: a test link took 30 to 90 seconds instead of 1 to 7, and the CI run 27
# minutes instead of 18.)
option(GML_LTO "Link the application, the command line and the benchmarks with link-time optimization" ON)

set(GML_LTO_ACTIVE OFF)
if(GML_LTO AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT CMAKE_BUILD_TYPE STREQUAL "Debug"
   AND NOT GML_SANITIZE)
    # A compiler can ship without its LTO plugin (a GPU machine's /opt/gcc had no lto-wrapper, and the
    # command line failed to link there): try it first, and link plainly where it does not work.
    include(CheckIPOSupported)
    check_ipo_supported(RESULT gml_lto_works OUTPUT gml_lto_error LANGUAGES CXX)
    if(gml_lto_works)
        set(GML_LTO_ACTIVE ON)
    else()
        message(STATUS "Link-time optimization is off: this compiler cannot do it (${gml_lto_error})")
    endif()
endif()

if(GML_LTO_ACTIVE)
    # Every program of this project links the fat objects' ordinary code unless gml_link_with_lto says
    # otherwise (this must come before the programs are added: it sets their initial link options).
    add_link_options(-fno-lto)
endif()

# Compiles `target`'s C++ sources to fat LTO objects (a library that programs of both kinds link).
function(gml_compile_for_lto target)
    if(GML_LTO_ACTIVE)
        target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-flto=auto -ffat-lto-objects>)
    endif()
endfunction()

# Links the program `target` with link-time optimization over the fat objects it links.
function(gml_link_with_lto target)
    if(GML_LTO_ACTIVE)
        get_target_property(options ${target} LINK_OPTIONS)
        if(NOT options)
            set(options "")
        endif()
        list(REMOVE_ITEM options -fno-lto)
        list(APPEND options -flto=auto)
        set_target_properties(${target} PROPERTIES LINK_OPTIONS "${options}")
    endif()
endfunction()
