import ChoreoSpec
