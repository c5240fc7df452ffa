import { Flex, Spin } from 'antd';

/** The whole window waiting: the console's first page loading, or who is signed in being asked. */
export function FullScreenSpin() {
  return (
    <Flex className="full-screen" justify="center" align="center">
      <Spin size="large" />
    </Flex>
  );
}
