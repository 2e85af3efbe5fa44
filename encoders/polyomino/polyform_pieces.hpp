// The named piece sets of the cubic, triangular and hexagonal grids (the square grid's are in
// piece_library.hpp), as rows of a table (polyform.hpp).
//
// Polycubes (pieces turn but are not mirrored, so a chiral piece and its mirror image are two
// pieces; both are in every set that has either):
//   soma         V L T Z A B P          Piet Hein's seven pieces (A and B mirror each other)
//   bedlam       C L H B S T P D A R W K Z   the 13 pieces of the Bedlam cube (docs/polycube.md)
//   diabolical   2 3 4 5 6 7            the six flat pieces of 2 to 7 cubes of the Diabolical cube
//   monocubes .. tricubes, tetracubes (I O T L S A B P: the 8), pentacubes (the 29: the flat F I
//                L N P T U V W X Y Z, the achiral A Q R E H, and the chiral pairs B/b C/c D/d G/g
//                J/j K/k, Kadon's A Q L3 T1 T2 and L1/J1 L2/J2 L4/J4 N1/S1 N2/S2 V1/V2)
//   dominoes .. hexominoes   the polyominoes as flat polycubes (solid pentominoes, ...)
// Polyiamonds, with Polyform Puzzler's letters (free, and one-sided-* adding the mirror images of
// the chiral pieces in lowercase):
//   moniamonds T, diamonds D, triamonds I, tetriamonds I C T, pentiamonds I C L P,
//   hexiamonds I P J E V H S X C G F O, heptiamonds (24: I P E L H G M T X Q R J F C Y Z B A W D
//   U V N S)
// Polyhexes, likewise: monohexes H, dihexes I, trihexes I V A, tetrahexes I J P S U Y O,
//   pentahexes (22: A B C D E F G H I J L N P Q R S T U V W X Y)
//
// Every shape is given here (as in the literature); the tests check that each set holds every
// polyform of its size exactly once, against the generator and the OEIS counts.
#pragma once

#include <vector>

#include "encoders/polyomino/polyform.hpp"

namespace dlx::polyomino {

std::vector<NamedPieceSet> polycube_piece_sets();
std::vector<NamedPieceSet> polyiamond_piece_sets();
std::vector<NamedPieceSet> polyhex_piece_sets();

}  // namespace dlx::polyomino
