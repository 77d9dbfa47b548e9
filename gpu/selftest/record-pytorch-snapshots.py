#!/usr/bin/env python3
"""Records real PyTorch memory snapshots on a CUDA machine, for checking the snapshot reader against
files nobody here wrote by hand: a plain training trace, one with expandable segments (ranges that grow,
an out-of-memory that unmaps cached pages and retries), and a small run in torchtitan's folder layout
(memory_snapshot/iteration_N/rankR_memory_snapshot.pickle, iteration_N_exit for a step that ran out).

Usage: record-pytorch-snapshots.py OUT_DIR            (runs every case, each in its own process)
       record-pytorch-snapshots.py OUT_DIR CASE [ARGS]  (one case; expandable segments must be chosen
                                                      before CUDA starts, hence the processes)
"""
import json
import os
import platform
import subprocess
import sys

import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.up = nn.Linear(width, 4 * width)
        self.down = nn.Linear(4 * width, width)

    def forward(self, x):
        return x + self.down(torch.relu(self.up(x)))


def make_model(width, depth):
    return nn.Sequential(*[Block(width) for _ in range(depth)]).cuda()


def train_steps(model, optimizer, batch, width, steps, on_step_end=None):
    for step in range(1, steps + 1):
        x = torch.randn(batch, width, device="cuda")
        loss = model(x).square().mean()
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        if on_step_end:
            on_step_end(step)


def start_recording():
    torch.cuda.memory._record_memory_history(enabled="all", context="all", stacks="python",
                                             max_entries=200_000)


def case_plain(out):
    start_recording()
    model = make_model(1024, 6)
    train_steps(model, torch.optim.AdamW(model.parameters()), 512, 1024, 3)
    torch.cuda.memory._dump_snapshot(os.path.join(out, "plain.pickle"))


def case_expandable(out):
    # Expandable segments: set before the first CUDA call (the parent process sets the variable).
    assert "expandable_segments:True" in os.environ.get("PYTORCH_CUDA_ALLOC_CONF", "")
    start_recording()
    model = make_model(2048, 4)
    optimizer = torch.optim.Adam(model.parameters())
    train_steps(model, optimizer, 1024, 2048, 2)
    # Grow the large range past a few 20 MiB pages and back, and the small range with many small tensors.
    keep = [torch.empty(n * 1024 * 1024, dtype=torch.uint8, device="cuda") for n in (30, 70, 150, 5)]
    small = [torch.empty(4096 * (i % 7 + 1), dtype=torch.uint8, device="cuda") for i in range(3000)]
    del keep[1:3]
    del small[::2]
    # An out-of-memory: cap this process well under what it already holds plus a large request, so the
    # allocator frees its cached pages (unmapping them), retries, and still fails.
    reserved = torch.cuda.memory_reserved()
    total = torch.cuda.get_device_properties(0).total_memory
    torch.cuda.set_per_process_memory_fraction((reserved + 256 * 1024 * 1024) / total)
    try:
        torch.empty(2 * 1024 ** 3, dtype=torch.uint8, device="cuda")
    except torch.cuda.OutOfMemoryError:
        pass
    torch.cuda.set_per_process_memory_fraction(1.0)
    train_steps(model, optimizer, 512, 2048, 1)
    torch.cuda.memory._dump_snapshot(os.path.join(out, "expandable.pickle"))


def case_rank(out, rank, steps, exit_step):
    """One rank of a run in torchtitan's layout; rank 1 trains a larger batch (an imbalance)."""
    start_recording()
    width = 1024
    model = make_model(width, 4)
    optimizer = torch.optim.AdamW(model.parameters())
    batch = 256 * (rank + 1)
    total = torch.cuda.get_device_properties(0).total_memory

    def dump(step, folder):
        path = os.path.join(out, "memory_snapshot", folder)
        os.makedirs(path, exist_ok=True)
        torch.cuda.memory._dump_snapshot(os.path.join(path, f"rank{rank}_memory_snapshot.pickle"))

    for step in range(1, steps + 1):
        if step == exit_step:
            torch.cuda.set_per_process_memory_fraction((torch.cuda.memory_reserved() + 64 * 2 ** 20) / total)
            try:
                train_steps(model, optimizer, batch * 64, width, 1)
            except torch.cuda.OutOfMemoryError:
                dump(step, f"iteration_{step}_exit")
                return
        train_steps(model, optimizer, batch, width, 1)
        dump(step, f"iteration_{step}")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    if len(sys.argv) > 2:
        case = sys.argv[2]
        if case == "plain":
            case_plain(out)
        elif case == "expandable":
            case_expandable(out)
        elif case == "rank":
            case_rank(out, int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
        return
    me = [sys.executable, os.path.abspath(__file__), out]
    subprocess.run(me + ["plain"], check=True)
    env = dict(os.environ, PYTORCH_CUDA_ALLOC_CONF="expandable_segments:True")
    subprocess.run(me + ["expandable"], check=True, env=env)
    subprocess.run(me + ["rank", "0", "2", "0"], check=True)
    subprocess.run(me + ["rank", "1", "2", "2"], check=True)
    props = torch.cuda.get_device_properties(0)
    with open(os.path.join(out, "recorded-on.json"), "w") as f:
        json.dump({"device": props.name, "total_memory_bytes": props.total_memory,
                   "torch": torch.__version__, "python": platform.python_version()}, f, indent=1)


if __name__ == "__main__":
    main()
