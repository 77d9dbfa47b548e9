# CUDA is compiled whenever nvcc is found and is never required: without it the simulated device drives
# every engine. The toolkit under /usr/local/cuda is not on PATH by default, so look there too.
include(CheckLanguage)
option(GML_ENABLE_CUDA "Compile the CUDA device when a CUDA compiler is found" ON)
set(GML_HAVE_CUDA OFF)
if(GML_ENABLE_CUDA)
    if(NOT CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX} AND EXISTS /usr/local/cuda/bin/nvcc)
        set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
    endif()
    check_language(CUDA)
    if(CMAKE_CUDA_COMPILER)
        if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
            set(CMAKE_CUDA_ARCHITECTURES 75 80 90)
        endif()
        # Static cudart: the binary starts on machines without the CUDA runtime installed; the driver itself
        # is reached only through cudaGetDriverEntryPoint, so no libcuda.so link dependency either.
        set(CMAKE_CUDA_RUNTIME_LIBRARY Static)
        enable_language(CUDA)
        find_package(CUDAToolkit REQUIRED)
        set(CMAKE_CUDA_STANDARD 17) # CMake 3.25 knows no C++20 flag for nvcc; kernels need no more
        set(CMAKE_CUDA_STANDARD_REQUIRED ON)
        set(GML_HAVE_CUDA ON)
        message(STATUS "GPU Memory Lab: CUDA ${CMAKE_CUDA_COMPILER_VERSION} found, building the CUDA device")
    else()
        message(STATUS "GPU Memory Lab: no CUDA compiler found, building with the simulated device only")
    endif()
endif()
