package dev.catalogkit.explore;

/**
 * One operation of an explored sequence, as data: it names the objects it acts on by the slots of
 * its walk ({@code n0}, {@code a}), never by the names a server saw, so a sequence replays on fresh
 * names and any part of it is still a valid sequence (the model predicts a 404 for a view whose
 * create a shrink took out).
 */
public interface Step {

  /** The step as one line of a report, e.g. {@code rename view n0.a -> n0.b (keyed)}. */
  String describe();
}
