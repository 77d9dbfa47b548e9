# Link-time optimization for the programs people run and time (the application, the command line, the
# benchmarks), not for the test programs.
#
# With the whole engine in view, GCC inlines the small calls an allocation or free makes from one source
# file into another (rounding, block splits and merges, the free set, the address index), which a single
# file's compilation cannot: the allocator benchmark runs about a tenth faster (cost model 624 cycles per
# operation against 663). gml_gpu is compiled to "fat" objects that hold both the optimizer's intermediate
# form and ordinary code, so the programs linked with -flto use the first and the thirty-odd test programs,
# linked without it, use the second and link as fast as before.
option(GML_LTO "Link the application, the command line and the benchmarks with link-time optimization" ON)

set(GML_LTO_ACTIVE OFF)
if(GML_LTO AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT CMAKE_BUILD_TYPE STREQUAL "Debug"
   AND NOT GML_SANITIZE)
    set(GML_LTO_ACTIVE ON)
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
        target_link_options(${target} PRIVATE -flto=auto)
    endif()
endfunction()
